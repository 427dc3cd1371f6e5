/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_When_1Inputs */

const en_helpline_when_1 = /** @type {(inputs: Helpline_When_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone is unconscious, has trouble breathing or has chest pain.`)
};

const kn_helpline_when_1 = /** @type {(inputs: Helpline_When_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಯಾರಾದರೂ ಪ್ರಜ್ಞೆ ತಪ್ಪಿದ್ದರೆ, ಉಸಿರಾಡಲು ಕಷ್ಟಪಡುತ್ತಿದ್ದರೆ ಅಥವಾ ಎದೆ ನೋವು ಇದ್ದರೆ.`)
};

const hi_helpline_when_1 = /** @type {(inputs: Helpline_When_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई बेहोश है, उसे साँस लेने में तकलीफ़ है या सीने में दर्द है।`)
};

/**
* | output |
* | --- |
* | "Someone is unconscious, has trouble breathing or has chest pain." |
*
* @param {Helpline_When_1Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_1 = /** @type {((inputs?: Helpline_When_1Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_When_1Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_when_1(inputs)
	if (locale === "hi") return hi_helpline_when_1(inputs)
	return en_helpline_when_1(inputs)
});