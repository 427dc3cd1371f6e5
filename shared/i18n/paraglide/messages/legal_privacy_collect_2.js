/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Privacy_Collect_2Inputs */

const en_legal_privacy_collect_2 = /** @type {(inputs: Legal_Privacy_Collect_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To stop the forms being misused, we count the requests sent from each internet address for ten minutes. Our pages use no tracking or advertising scripts; where a page shows a map, the map comes from Google Maps, whose own privacy policy applies to it.`)
};

const kn_legal_privacy_collect_2 = /** @type {(inputs: Legal_Privacy_Collect_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಫಾರ್ಮ್‌ಗಳ ದುರುಪಯೋಗ ತಡೆಯಲು, ಪ್ರತಿ ಇಂಟರ್ನೆಟ್ ವಿಳಾಸದಿಂದ ಬಂದ ವಿನಂತಿಗಳನ್ನು ಹತ್ತು ನಿಮಿಷಗಳ ಕಾಲ ಎಣಿಸುತ್ತೇವೆ. ನಮ್ಮ ಪುಟಗಳಲ್ಲಿ ಯಾವುದೇ ಟ್ರ್ಯಾಕಿಂಗ್ ಅಥವಾ ಜಾಹೀರಾತು ಸ್ಕ್ರಿಪ್ಟ್‌ಗಳಿಲ್ಲ; ಯಾವುದಾದರೂ ಪುಟದಲ್ಲಿ ನಕ್ಷೆ ಇದ್ದರೆ, ಅದು Google Maps ನಿಂದ ಬರುತ್ತದೆ ಮತ್ತು ಅದಕ್ಕೆ Google Maps ನ ಸ್ವಂತ ಗೌಪ್ಯತಾ ನೀತಿ ಅನ್ವಯಿಸುತ್ತದೆ.`)
};

const hi_legal_privacy_collect_2 = /** @type {(inputs: Legal_Privacy_Collect_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ॉर्म का दुरुपयोग रोकने के लिए, हम हर इंटरनेट पते से भेजे गए अनुरोधों को दस मिनट तक गिनते हैं। हमारे पेजों पर कोई ट्रैकिंग या विज्ञापन स्क्रिप्ट नहीं है; जिस पेज पर नक्शा दिखता है, वह नक्शा Google Maps से आता है, और उस पर Google Maps की अपनी गोपनीयता नीति लागू होती है।`)
};

/**
* | output |
* | --- |
* | "To stop the forms being misused, we count the requests sent from each internet address for ten minutes. Our pages use no tracking or advertising scripts; whe..." |
*
* @param {Legal_Privacy_Collect_2Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_2 = /** @type {((inputs?: Legal_Privacy_Collect_2Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_Collect_2Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_privacy_collect_2(inputs)
	if (locale === "hi") return hi_legal_privacy_collect_2(inputs)
	return en_legal_privacy_collect_2(inputs)
});