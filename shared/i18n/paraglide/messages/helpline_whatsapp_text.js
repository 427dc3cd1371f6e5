/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_Whatsapp_TextInputs */

const en_helpline_whatsapp_text = /** @type {(inputs: Helpline_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message us with the patient's location (share it from WhatsApp if you can) and what has happened. We reply on the same chat.`)
};

const kn_helpline_whatsapp_text = /** @type {(inputs: Helpline_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿಯ ಸ್ಥಳ (ಸಾಧ್ಯವಾದರೆ WhatsApp ನಿಂದಲೇ ಲೊಕೇಶನ್ ಹಂಚಿಕೊಳ್ಳಿ) ಮತ್ತು ಏನಾಯಿತು ಎಂದು ನಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿ. ಅದೇ ಚಾಟ್‌ನಲ್ಲಿ ಉತ್ತರಿಸುತ್ತೇವೆ.`)
};

const hi_helpline_whatsapp_text = /** @type {(inputs: Helpline_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ की लोकेशन (हो सके तो WhatsApp से ही शेयर करें) और क्या हुआ, यह हमें मैसेज करें। हम उसी चैट पर जवाब देते हैं।`)
};

/**
* | output |
* | --- |
* | "Message us with the patient's location (share it from WhatsApp if you can) and what has happened. We reply on the same chat." |
*
* @param {Helpline_Whatsapp_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_whatsapp_text = /** @type {((inputs?: Helpline_Whatsapp_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Whatsapp_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_whatsapp_text(inputs)
	if (locale === "hi") return hi_helpline_whatsapp_text(inputs)
	return en_helpline_whatsapp_text(inputs)
});