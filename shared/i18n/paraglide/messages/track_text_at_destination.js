/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Text_At_DestinationInputs */

const en_track_text_at_destination = /** @type {(inputs: Track_Text_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ambulance has reached the destination.`)
};

const kn_track_text_at_destination = /** @type {(inputs: Track_Text_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಗಮ್ಯಸ್ಥಾನವನ್ನು ತಲುಪಿದೆ.`)
};

const hi_track_text_at_destination = /** @type {(inputs: Track_Text_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस मंज़िल पर पहुँच गई है।`)
};

/**
* | output |
* | --- |
* | "The ambulance has reached the destination." |
*
* @param {Track_Text_At_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_at_destination = /** @type {((inputs?: Track_Text_At_DestinationInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Text_At_DestinationInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_text_at_destination(inputs)
	if (locale === "hi") return hi_track_text_at_destination(inputs)
	return en_track_text_at_destination(inputs)
});