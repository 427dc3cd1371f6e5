/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_When_5Inputs */

const en_helpline_when_5 = /** @type {(inputs: Helpline_When_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To book a planned trip: a hospital discharge, a check-up, an intercity or a funeral transfer.`)
};

const kn_helpline_when_5 = /** @type {(inputs: Helpline_When_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮುಂಚಿತವಾಗಿ ನಿಗದಿಪಡಿಸಿದ ಪ್ರಯಾಣ ಬುಕ್ ಮಾಡಲು: ಆಸ್ಪತ್ರೆಯಿಂದ ಡಿಸ್ಚಾರ್ಜ್, ತಪಾಸಣೆ, ಅಂತರನಗರ ಪ್ರಯಾಣ ಅಥವಾ ಅಂತ್ಯಸಂಸ್ಕಾರ ಸಾಗಣೆ.`)
};

const hi_helpline_when_5 = /** @type {(inputs: Helpline_When_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पहले से तय यात्रा बुक करने के लिए: अस्पताल से डिस्चार्ज, चेक-अप, इंटरसिटी यात्रा या अंतिम यात्रा।`)
};

/**
* | output |
* | --- |
* | "To book a planned trip: a hospital discharge, a check-up, an intercity or a funeral transfer." |
*
* @param {Helpline_When_5Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_5 = /** @type {((inputs?: Helpline_When_5Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_When_5Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_when_5(inputs)
	if (locale === "hi") return hi_helpline_when_5(inputs)
	return en_helpline_when_5(inputs)
});