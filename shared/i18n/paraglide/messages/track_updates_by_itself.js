/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Updates_By_ItselfInputs */

const en_track_updates_by_itself = /** @type {(inputs: Track_Updates_By_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page updates by itself.`)
};

const kn_track_updates_by_itself = /** @type {(inputs: Track_Updates_By_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಪುಟ ತಾನಾಗಿಯೇ ಅಪ್‌ಡೇಟ್ ಆಗುತ್ತದೆ.`)
};

const hi_track_updates_by_itself = /** @type {(inputs: Track_Updates_By_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह पेज अपने-आप अपडेट होता है।`)
};

/**
* | output |
* | --- |
* | "This page updates by itself." |
*
* @param {Track_Updates_By_ItselfInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_updates_by_itself = /** @type {((inputs?: Track_Updates_By_ItselfInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Updates_By_ItselfInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_updates_by_itself(inputs)
	if (locale === "hi") return hi_track_updates_by_itself(inputs)
	return en_track_updates_by_itself(inputs)
});