/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Team_TextInputs */

const en_about_team_text = /** @type {(inputs: About_Team_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every trip has trained paramedics, experienced EMTs and drivers. We keep families informed, explain what happens next, and treat every patient with compassion.`)
};

const kn_about_team_text = /** @type {(inputs: About_Team_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪ್ರತಿ ಪ್ರಯಾಣದಲ್ಲೂ ತರಬೇತಿ ಪಡೆದ ಪ್ಯಾರಾಮೆಡಿಕ್‌ಗಳು, ಅನುಭವಿ EMTಗಳು ಮತ್ತು ಚಾಲಕರು ಇರುತ್ತಾರೆ. ಕುಟುಂಬಗಳಿಗೆ ಎಲ್ಲ ಮಾಹಿತಿ ನೀಡುತ್ತೇವೆ, ಮುಂದೆ ಏನಾಗುತ್ತದೆ ಎಂದು ವಿವರಿಸುತ್ತೇವೆ, ಮತ್ತು ಪ್ರತಿ ರೋಗಿಯನ್ನೂ ಕಾಳಜಿಯಿಂದ ನೋಡಿಕೊಳ್ಳುತ್ತೇವೆ.`)
};

const hi_about_team_text = /** @type {(inputs: About_Team_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हर यात्रा में प्रशिक्षित पैरामेडिक्स, अनुभवी EMT और ड्राइवर होते हैं। हम परिवारों को हर बात की जानकारी देते हैं, आगे क्या होगा यह समझाते हैं, और हर मरीज़ की देखभाल संवेदना के साथ करते हैं।`)
};

/**
* | output |
* | --- |
* | "Every trip has trained paramedics, experienced EMTs and drivers. We keep families informed, explain what happens next, and treat every patient with compassion." |
*
* @param {About_Team_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_team_text = /** @type {((inputs?: About_Team_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Team_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_team_text(inputs)
	if (locale === "hi") return hi_about_team_text(inputs)
	return en_about_team_text(inputs)
});