/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Privacy_WhoInputs */

const en_legal_privacy_who = /** @type {(inputs: Legal_Privacy_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our staff, through our booking dashboard, which needs a staff sign-in.`)
};

const kn_legal_privacy_who = /** @type {(inputs: Legal_Privacy_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಸಿಬ್ಬಂದಿ, ನಮ್ಮ ಬುಕಿಂಗ್ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್ ಮೂಲಕ; ಅದಕ್ಕೆ ಸಿಬ್ಬಂದಿ ಸೈನ್-ಇನ್ ಅಗತ್ಯ.`)
};

const hi_legal_privacy_who = /** @type {(inputs: Legal_Privacy_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारा स्टाफ़, हमारे बुकिंग डैशबोर्ड के ज़रिए, जिसके लिए स्टाफ़ साइन-इन ज़रूरी है।`)
};

/**
* | output |
* | --- |
* | "Our staff, through our booking dashboard, which needs a staff sign-in." |
*
* @param {Legal_Privacy_WhoInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_who = /** @type {((inputs?: Legal_Privacy_WhoInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_WhoInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_privacy_who(inputs)
	if (locale === "hi") return hi_legal_privacy_who(inputs)
	return en_legal_privacy_who(inputs)
});