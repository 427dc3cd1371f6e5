/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Date_TimeInputs */

const en_validation_date_time = /** @type {(inputs: Validation_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a date and time from now on (within a year)`)
};

const kn_validation_date_time = /** @type {(inputs: Validation_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈಗಿನಿಂದ ಮುಂದಿನ ದಿನಾಂಕ ಮತ್ತು ಸಮಯವನ್ನು ಆಯ್ಕೆಮಾಡಿ (ಒಂದು ವರ್ಷದೊಳಗೆ)`)
};

const hi_validation_date_time = /** @type {(inputs: Validation_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अभी से आगे की तारीख और समय चुनें (एक साल के अंदर)`)
};

/**
* | output |
* | --- |
* | "Choose a date and time from now on (within a year)" |
*
* @param {Validation_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_date_time = /** @type {((inputs?: Validation_Date_TimeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Date_TimeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_validation_date_time(inputs)
	if (locale === "hi") return hi_validation_date_time(inputs)
	return en_validation_date_time(inputs)
});