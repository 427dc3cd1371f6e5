/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} About_Reach_TextInputs */

const en_about_reach_text = /** @type {(inputs: About_Reach_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call our 24x7 helpline on <tel>${i?.phone}</tel> (<helpline>more about the helpline</helpline>), find an <near>ambulance near you</near>, or <contact>contact us</contact> another way.`)
};

const kn_about_reach_text = /** @type {(inputs: About_Reach_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿ <tel>${i?.phone}</tel> ಗೆ ಕರೆ ಮಾಡಿ (<helpline>ಸಹಾಯವಾಣಿಯ ಬಗ್ಗೆ ಇನ್ನಷ್ಟು</helpline>), <near>ನಿಮ್ಮ ಹತ್ತಿರದ ಆಂಬ್ಯುಲೆನ್ಸ್</near> ಹುಡುಕಿ, ಅಥವಾ ಬೇರೆ ರೀತಿಯಲ್ಲಿ <contact>ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ</contact>.`)
};

const hi_about_reach_text = /** @type {(inputs: About_Reach_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`हमारी 24x7 हेल्पलाइन <tel>${i?.phone}</tel> पर कॉल करें (<helpline>हेल्पलाइन के बारे में और जानें</helpline>), <near>अपने नज़दीक एम्बुलेंस</near> खोजें, या किसी और तरीके से <contact>हमसे संपर्क करें</contact>।`)
};

/**
* | output |
* | --- |
* | "Call our 24x7 helpline on <tel>{phone}</tel> (<helpline>more about the helpline</helpline>), find an <near>ambulance near you</near>, or <contact>contact us<..." |
*
* @param {About_Reach_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_reach_text = /** @type {((inputs: About_Reach_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Reach_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_reach_text(inputs)
	if (locale === "hi") return hi_about_reach_text(inputs)
	return en_about_reach_text(inputs)
});