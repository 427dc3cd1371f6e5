/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, list: NonNullable<unknown> }} About_What_TextInputs */

const en_about_what_text = /** @type {(inputs: About_What_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From emergencies to planned trips, we run ${i?.count} services: ${i?.list}. See <services>all our services</services>.`)
};

const kn_about_what_text = /** @type {(inputs: About_What_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂದರ್ಭಗಳಿಂದ ಮುಂಚಿತವಾಗಿ ನಿಗದಿಪಡಿಸಿದ ಪ್ರಯಾಣಗಳವರೆಗೆ ನಾವು ${i?.count} ಸೇವೆಗಳನ್ನು ನೀಡುತ್ತೇವೆ: ${i?.list}. <services>ನಮ್ಮ ಎಲ್ಲ ಸೇವೆಗಳನ್ನು</services> ನೋಡಿ.`)
};

const hi_about_what_text = /** @type {(inputs: About_What_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इमरजेंसी से लेकर पहले से तय यात्राओं तक, हम ${i?.count} सेवाएँ देते हैं: ${i?.list}। <services>हमारी सभी सेवाएँ</services> देखें।`)
};

/**
* | output |
* | --- |
* | "From emergencies to planned trips, we run {count} services: {list}. See <services>all our services</services>." |
*
* @param {About_What_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_what_text = /** @type {((inputs: About_What_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_What_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_what_text(inputs)
	if (locale === "hi") return hi_about_what_text(inputs)
	return en_about_what_text(inputs)
});