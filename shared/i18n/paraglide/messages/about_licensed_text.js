/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Licensed_TextInputs */

const en_about_licensed_text = /** @type {(inputs: About_Licensed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are licensed by the state health department, and we tell families clearly what a trip involves before it starts.`)
};

const kn_about_licensed_text = /** @type {(inputs: About_Licensed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ರಾಜ್ಯ ಆರೋಗ್ಯ ಇಲಾಖೆಯಿಂದ ಪರವಾನಗಿ ಪಡೆದಿದ್ದೇವೆ. ಪ್ರಯಾಣ ಆರಂಭವಾಗುವ ಮೊದಲೇ ಅದರಲ್ಲಿ ಏನೇನು ಇರುತ್ತದೆ ಎಂದು ಕುಟುಂಬಗಳಿಗೆ ಸ್ಪಷ್ಟವಾಗಿ ತಿಳಿಸುತ್ತೇವೆ.`)
};

const hi_about_licensed_text = /** @type {(inputs: About_Licensed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमें राज्य स्वास्थ्य विभाग से लाइसेंस मिला है, और यात्रा शुरू होने से पहले ही हम परिवारों को साफ़ बताते हैं कि उसमें क्या-क्या शामिल है।`)
};

/**
* | output |
* | --- |
* | "We are licensed by the state health department, and we tell families clearly what a trip involves before it starts." |
*
* @param {About_Licensed_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_licensed_text = /** @type {((inputs?: About_Licensed_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Licensed_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_licensed_text(inputs)
	if (locale === "hi") return hi_about_licensed_text(inputs)
	return en_about_licensed_text(inputs)
});