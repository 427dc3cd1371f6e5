/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Privacy_Collect_1Inputs */

const en_legal_privacy_collect_1 = /** @type {(inputs: Legal_Privacy_Collect_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When you send a booking request we receive your name, phone number, pickup address and, if you give them, the destination, service type, date and time, notes and how you prefer to be contacted. When you send a message we receive your name, e-mail address, message and, if you give it, your phone number.`)
};

const kn_legal_privacy_collect_1 = /** @type {(inputs: Legal_Privacy_Collect_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನೀವು ಬುಕಿಂಗ್ ವಿನಂತಿ ಕಳುಹಿಸಿದಾಗ ನಿಮ್ಮ ಹೆಸರು, ಫೋನ್ ಸಂಖ್ಯೆ, ಪಿಕಪ್ ವಿಳಾಸ, ಮತ್ತು ನೀವು ನೀಡಿದರೆ ತಲುಪಬೇಕಾದ ಸ್ಥಳ, ಸೇವೆಯ ಪ್ರಕಾರ, ದಿನಾಂಕ ಮತ್ತು ಸಮಯ, ಟಿಪ್ಪಣಿಗಳು ಹಾಗೂ ನಿಮ್ಮನ್ನು ಹೇಗೆ ಸಂಪರ್ಕಿಸಬೇಕು ಎಂಬ ಆದ್ಯತೆ ನಮಗೆ ತಲುಪುತ್ತದೆ. ನೀವು ಸಂದೇಶ ಕಳುಹಿಸಿದಾಗ ನಿಮ್ಮ ಹೆಸರು, ಇಮೇಲ್ ವಿಳಾಸ, ಸಂದೇಶ, ಮತ್ತು ನೀವು ನೀಡಿದರೆ ನಿಮ್ಮ ಫೋನ್ ಸಂಖ್ಯೆ ನಮಗೆ ತಲುಪುತ್ತದೆ.`)
};

const hi_legal_privacy_collect_1 = /** @type {(inputs: Legal_Privacy_Collect_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जब आप बुकिंग अनुरोध भेजते हैं, तो हमें आपका नाम, फ़ोन नंबर, पिकअप का पता और, अगर आप दें तो, मंज़िल, सेवा का प्रकार, तारीख़ और समय, नोट्स और आप किस तरह संपर्क चाहते हैं, यह जानकारी मिलती है। जब आप संदेश भेजते हैं, तो हमें आपका नाम, ईमेल पता, संदेश और, अगर आप दें तो, आपका फ़ोन नंबर मिलता है।`)
};

/**
* | output |
* | --- |
* | "When you send a booking request we receive your name, phone number, pickup address and, if you give them, the destination, service type, date and time, notes..." |
*
* @param {Legal_Privacy_Collect_1Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_1 = /** @type {((inputs?: Legal_Privacy_Collect_1Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_Collect_1Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_privacy_collect_1(inputs)
	if (locale === "hi") return hi_legal_privacy_collect_1(inputs)
	return en_legal_privacy_collect_1(inputs)
});