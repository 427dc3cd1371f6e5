/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_When_3Inputs */

const en_helpline_when_3 = /** @type {(inputs: Helpline_When_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sudden weakness, confusion, or difficulty speaking.`)
};

const kn_helpline_when_3 = /** @type {(inputs: Helpline_When_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹಠಾತ್ ನಿಶ್ಶಕ್ತಿ, ಗೊಂದಲ, ಅಥವಾ ಮಾತನಾಡಲು ಕಷ್ಟವಾದಾಗ.`)
};

const hi_helpline_when_3 = /** @type {(inputs: Helpline_When_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अचानक कमज़ोरी, उलझन, या बोलने में कठिनाई।`)
};

/**
* | output |
* | --- |
* | "Sudden weakness, confusion, or difficulty speaking." |
*
* @param {Helpline_When_3Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_3 = /** @type {((inputs?: Helpline_When_3Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_When_3Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_when_3(inputs)
	if (locale === "hi") return hi_helpline_when_3(inputs)
	return en_helpline_when_3(inputs)
});