/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Privacy_ChoicesInputs */

const en_legal_privacy_choices = /** @type {(inputs: Legal_Privacy_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To see, correct or delete what we hold about you, contact us:`)
};

const kn_legal_privacy_choices = /** @type {(inputs: Legal_Privacy_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಬಗ್ಗೆ ನಮ್ಮಲ್ಲಿರುವ ಮಾಹಿತಿಯನ್ನು ನೋಡಲು, ಸರಿಪಡಿಸಲು ಅಥವಾ ಅಳಿಸಲು ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ:`)
};

const hi_legal_privacy_choices = /** @type {(inputs: Legal_Privacy_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके बारे में हमारे पास जो जानकारी है, उसे देखने, सुधारने या मिटाने के लिए हमसे संपर्क करें:`)
};

/**
* | output |
* | --- |
* | "To see, correct or delete what we hold about you, contact us:" |
*
* @param {Legal_Privacy_ChoicesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_choices = /** @type {((inputs?: Legal_Privacy_ChoicesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_ChoicesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_privacy_choices(inputs)
	if (locale === "hi") return hi_legal_privacy_choices(inputs)
	return en_legal_privacy_choices(inputs)
});