/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Privacy_Meta_DescriptionInputs */

const en_legal_privacy_meta_description = /** @type {(inputs: Legal_Privacy_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the ambulance booking and contact forms collect, why, who sees it, and how to have it corrected or deleted.`)
};

const kn_legal_privacy_meta_description = /** @type {(inputs: Legal_Privacy_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಬುಕಿಂಗ್ ಮತ್ತು ಸಂಪರ್ಕ ಫಾರ್ಮ್‌ಗಳು ಯಾವ ಮಾಹಿತಿ ಸಂಗ್ರಹಿಸುತ್ತವೆ, ಏಕೆ, ಅದನ್ನು ಯಾರು ನೋಡುತ್ತಾರೆ, ಮತ್ತು ಅದನ್ನು ಸರಿಪಡಿಸಲು ಅಥವಾ ಅಳಿಸಲು ಏನು ಮಾಡಬೇಕು.`)
};

const hi_legal_privacy_meta_description = /** @type {(inputs: Legal_Privacy_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस बुकिंग और संपर्क फ़ॉर्म क्या जानकारी लेते हैं, क्यों, उसे कौन देखता है, और उसे कैसे सुधरवाएँ या मिटवाएँ।`)
};

/**
* | output |
* | --- |
* | "What the ambulance booking and contact forms collect, why, who sees it, and how to have it corrected or deleted." |
*
* @param {Legal_Privacy_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_meta_description = /** @type {((inputs?: Legal_Privacy_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_privacy_meta_description(inputs)
	if (locale === "hi") return hi_legal_privacy_meta_description(inputs)
	return en_legal_privacy_meta_description(inputs)
});