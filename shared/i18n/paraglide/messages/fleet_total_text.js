/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ambulances: NonNullable<unknown> }} Fleet_Total_TextInputs */

const en_fleet_total_text = /** @type {(inputs: Fleet_Total_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Including ${i?.ambulances} ambulances. <contact>Contact us</contact> to book the one you need.`)
};

const kn_fleet_total_text = /** @type {(inputs: Fleet_Total_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ambulances} ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳೂ ಸೇರಿ. ನಿಮಗೆ ಬೇಕಾದ ವಾಹನ ಬುಕ್ ಮಾಡಲು <contact>ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ</contact>.`)
};

const hi_fleet_total_text = /** @type {(inputs: Fleet_Total_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ambulances} एम्बुलेंस सहित। अपनी ज़रूरत की गाड़ी बुक करने के लिए <contact>हमसे संपर्क करें</contact>।`)
};

/**
* | output |
* | --- |
* | "Including {ambulances} ambulances. <contact>Contact us</contact> to book the one you need." |
*
* @param {Fleet_Total_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_total_text = /** @type {((inputs: Fleet_Total_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Total_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_total_text(inputs)
	if (locale === "hi") return hi_fleet_total_text(inputs)
	return en_fleet_total_text(inputs)
});