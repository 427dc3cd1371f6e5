/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locality: NonNullable<unknown>, city: NonNullable<unknown>, families: NonNullable<unknown>, lives: NonNullable<unknown> }} About_Who_TextInputs */

const en_about_who_text = /** @type {(inputs: About_Who_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We are a private ambulance provider based in ${i?.locality}, ${i?.city}. Since 2015 we have answered calls from patients, families, hospitals, companies and event organisers, 24 hours a day, 7 days a week, 365 days a year. Over those years more than ${i?.families} families have trusted us, and our crews have saved ${i?.lives} lives.`)
};

const kn_about_who_text = /** @type {(inputs: About_Who_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಾವು ${i?.locality}, ${i?.city} ಮೂಲದ ಖಾಸಗಿ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವಾ ಸಂಸ್ಥೆ. 2015 ರಿಂದ ರೋಗಿಗಳು, ಕುಟುಂಬಗಳು, ಆಸ್ಪತ್ರೆಗಳು, ಕಂಪನಿಗಳು ಮತ್ತು ಕಾರ್ಯಕ್ರಮ ಆಯೋಜಕರ ಕರೆಗಳಿಗೆ ದಿನದ 24 ಗಂಟೆ, ವಾರದ 7 ದಿನ, ವರ್ಷದ 365 ದಿನವೂ ಸ್ಪಂದಿಸುತ್ತಿದ್ದೇವೆ. ಈ ವರ್ಷಗಳಲ್ಲಿ ${i?.families} ಕುಟುಂಬಗಳು ನಮ್ಮನ್ನು ನಂಬಿವೆ, ಮತ್ತು ನಮ್ಮ ತಂಡಗಳು ${i?.lives} ಜೀವಗಳನ್ನು ಉಳಿಸಿವೆ.`)
};

const hi_about_who_text = /** @type {(inputs: About_Who_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`हम ${i?.locality}, ${i?.city} में स्थित एक निजी एम्बुलेंस सेवा हैं। 2015 से हम मरीज़ों, परिवारों, अस्पतालों, कंपनियों और कार्यक्रम आयोजकों की कॉल का जवाब दिन के 24 घंटे, हफ़्ते के 7 दिन, साल के 365 दिन देते आ रहे हैं। इन वर्षों में ${i?.families} परिवारों ने हम पर भरोसा किया है, और हमारी टीमों ने ${i?.lives} जानें बचाई हैं।`)
};

/**
* | output |
* | --- |
* | "We are a private ambulance provider based in {locality}, {city}. Since 2015 we have answered calls from patients, families, hospitals, companies and event or..." |
*
* @param {About_Who_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_who_text = /** @type {((inputs: About_Who_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Who_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_who_text(inputs)
	if (locale === "hi") return hi_about_who_text(inputs)
	return en_about_who_text(inputs)
});