/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Meta_DescriptionInputs */

const en_contact_meta_description = /** @type {(inputs: Contact_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call, WhatsApp or e-mail us, day or night: 24x7 ambulance booking in Bengaluru, our address in Varthur, the areas we cover, and forms to book or ask a question.`)
};

const kn_contact_meta_description = /** @type {(inputs: Contact_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹಗಲು ರಾತ್ರಿ ನಮಗೆ ಕರೆ ಮಾಡಿ, WhatsApp ಅಥವಾ ಇಮೇಲ್ ಮಾಡಿ: ಬೆಂಗಳೂರಿನಲ್ಲಿ 24x7 ಆಂಬ್ಯುಲೆನ್ಸ್ ಬುಕಿಂಗ್, ವರ್ತೂರಿನಲ್ಲಿರುವ ನಮ್ಮ ವಿಳಾಸ, ನಾವು ಸೇವೆ ನೀಡುವ ಪ್ರದೇಶಗಳು, ಮತ್ತು ಬುಕ್ ಮಾಡಲು ಅಥವಾ ಪ್ರಶ್ನೆ ಕೇಳಲು ಫಾರ್ಮ್‌ಗಳು.`)
};

const hi_contact_meta_description = /** @type {(inputs: Contact_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`दिन हो या रात, हमें कॉल, WhatsApp या ईमेल करें: बेंगलुरु में 24x7 एम्बुलेंस बुकिंग, वर्तुर में हमारा पता, हमारे सेवा क्षेत्र, और बुकिंग या सवाल पूछने के फ़ॉर्म।`)
};

/**
* | output |
* | --- |
* | "Call, WhatsApp or e-mail us, day or night: 24x7 ambulance booking in Bengaluru, our address in Varthur, the areas we cover, and forms to book or ask a question." |
*
* @param {Contact_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_meta_description = /** @type {((inputs?: Contact_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_contact_meta_description(inputs)
	if (locale === "hi") return hi_contact_meta_description(inputs)
	return en_contact_meta_description(inputs)
});