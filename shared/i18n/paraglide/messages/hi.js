/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Language_LabelInputs */
/** @typedef {{}} Language_SuggestionInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Msg_CancelledInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Msg_CompletedInputs */
/** @typedef {{ ref: NonNullable<unknown>, when: NonNullable<unknown>, pickup: NonNullable<unknown> }} Msg_ConfirmedInputs */
/** @typedef {{ driver: NonNullable<unknown> }} Msg_DriverInputs */
/** @typedef {{ driver: NonNullable<unknown>, phone: NonNullable<unknown> }} Msg_Driver_With_PhoneInputs */
/** @typedef {{ url: NonNullable<unknown> }} Msg_Follow_LiveInputs */
/** @typedef {{ name: NonNullable<unknown>, business: NonNullable<unknown> }} Msg_HelloInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Msg_HelplineInputs */
/** @typedef {{ pickup: NonNullable<unknown> }} Msg_In_ProgressInputs */
/** @typedef {{ ref: NonNullable<unknown>, pickup: NonNullable<unknown> }} Msg_PendingInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Msg_ReferenceInputs */
/** @typedef {{ vehicle: NonNullable<unknown> }} Msg_VehicleInputs */
/** @typedef {{}} Msg_Vehicle_To_ComeInputs */
/** @typedef {{}} Skip_LinkInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Track_Away_HoursInputs */
/** @typedef {{ hours: NonNullable<unknown>, minutes: NonNullable<unknown> }} Track_Away_Hours_MinutesInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Track_Away_MinutesInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Track_Booking_ReferenceInputs */
/** @typedef {{ driver: NonNullable<unknown> }} Track_Call_DriverInputs */
/** @typedef {{}} Track_Call_HelplineInputs */
/** @typedef {{}} Track_Call_Our_HelplineInputs */
/** @typedef {{}} Track_Call_The_DriverInputs */
/** @typedef {{ driver: NonNullable<unknown> }} Track_DriverInputs */
/** @typedef {{}} Track_Expired_TextInputs */
/** @typedef {{}} Track_Expired_TitleInputs */
/** @typedef {{}} Track_Keep_PrivateInputs */
/** @typedef {{}} Track_Live_ConnectedInputs */
/** @typedef {{}} Track_Live_Copy_LinkInputs */
/** @typedef {{}} Track_Live_Link_CopiedInputs */
/** @typedef {{}} Track_Live_ReconnectingInputs */
/** @typedef {{}} Track_Live_RefreshesInputs */
/** @typedef {{}} Track_Live_ShareInputs */
/** @typedef {{}} Track_Map_PickupInputs */
/** @typedef {{}} Track_Not_Found_TextInputs */
/** @typedef {{}} Track_Not_Found_TitleInputs */
/** @typedef {{}} Track_Position_ImpreciseInputs */
/** @typedef {{ age: NonNullable<unknown> }} Track_Position_LocationInputs */
/** @typedef {{}} Track_Service_AirInputs */
/** @typedef {{}} Track_Service_AlsInputs */
/** @typedef {{}} Track_Service_BasicInputs */
/** @typedef {{}} Track_Service_CardiacInputs */
/** @typedef {{}} Track_Service_CorporateInputs */
/** @typedef {{}} Track_Service_EmergencyInputs */
/** @typedef {{}} Track_Service_EventInputs */
/** @typedef {{}} Track_Service_FuneralInputs */
/** @typedef {{}} Track_Service_IcuInputs */
/** @typedef {{}} Track_Service_IntercityInputs */
/** @typedef {{}} Track_Service_NeonatalInputs */
/** @typedef {{}} Track_Service_TransferInputs */
/** @typedef {{}} Track_Stage_AssignedInputs */
/** @typedef {{}} Track_Stage_At_DestinationInputs */
/** @typedef {{}} Track_Stage_At_PickupInputs */
/** @typedef {{}} Track_Stage_CancelledInputs */
/** @typedef {{}} Track_Stage_CompletedInputs */
/** @typedef {{}} Track_Stage_ConfirmedInputs */
/** @typedef {{}} Track_Stage_On_BoardInputs */
/** @typedef {{}} Track_Stage_On_The_WayInputs */
/** @typedef {{}} Track_Stage_ReceivedInputs */
/** @typedef {{}} Track_Text_AssignedInputs */
/** @typedef {{}} Track_Text_At_DestinationInputs */
/** @typedef {{}} Track_Text_At_PickupInputs */
/** @typedef {{}} Track_Text_CancelledInputs */
/** @typedef {{}} Track_Text_CompletedInputs */
/** @typedef {{}} Track_Text_ConfirmedInputs */
/** @typedef {{}} Track_Text_On_BoardInputs */
/** @typedef {{}} Track_Text_On_The_WayInputs */
/** @typedef {{}} Track_Text_ReceivedInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Track_Title_BookingInputs */
/** @typedef {{}} Track_Too_Many_TextInputs */
/** @typedef {{}} Track_Too_Many_TitleInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Track_Updated_MinutesInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Track_Updated_SecondsInputs */
/** @typedef {{}} Track_Updates_By_ItselfInputs */
/** @typedef {{ number: NonNullable<unknown> }} Track_VehicleInputs */
/** @typedef {{}} Track_Where_AmbulanceInputs */
/** @typedef {{}} Track_Where_At_PickupInputs */
/** @typedef {{}} Track_Where_On_BoardInputs */


export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भाषा`)
};

export const language_suggestion = /** @type {(inputs: Language_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह पेज हिन्दी में भी है`)
};

export const msg_cancelled = /** @type {(inputs: Msg_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपकी एम्बुलेंस बुकिंग${i?.ref} रद्द कर दी गई है। अगर आपको अब भी एम्बुलेंस चाहिए, तो कभी भी हमें कॉल करें।`)
};

export const msg_completed = /** @type {(inputs: Msg_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपकी एम्बुलेंस यात्रा${i?.ref} पूरी हो गई है। हम पर भरोसा करने के लिए धन्यवाद; हम आपके जल्द स्वस्थ होने की कामना करते हैं।`)
};

export const msg_confirmed = /** @type {(inputs: Msg_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपकी एम्बुलेंस बुकिंग${i?.ref} पक्की हो गई है: ${i?.when}, पिकअप: ${i?.pickup}।`)
};

export const msg_driver = /** @type {(inputs: Msg_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ड्राइवर: ${i?.driver}।`)
};

export const msg_driver_with_phone = /** @type {(inputs: Msg_Driver_With_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ड्राइवर: ${i?.driver}, ${i?.phone}।`)
};

export const msg_follow_live = /** @type {(inputs: Msg_Follow_LiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लाइव देखें: ${i?.url}`)
};

export const msg_hello = /** @type {(inputs: Msg_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`नमस्ते ${i?.name}, यह ${i?.business} है।`)
};

export const msg_helpline = /** @type {(inputs: Msg_HelplineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`24x7 हेल्पलाइन: ${i?.phone}।`)
};

export const msg_in_progress = /** @type {(inputs: Msg_In_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपकी एम्बुलेंस ${i?.pickup} के लिए रास्ते में है।`)
};

export const msg_pending = /** @type {(inputs: Msg_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपका एम्बुलेंस अनुरोध${i?.ref} हमें मिल गया है, पिकअप: ${i?.pickup}। हम 5 मिनट के अंदर आपको वापस कॉल करेंगे। इमरजेंसी में अभी हमें कॉल करें।`)
};

export const msg_reference = /** @type {(inputs: Msg_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बुकिंग नंबर ${i?.reference}`)
};

export const msg_vehicle = /** @type {(inputs: Msg_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस: ${i?.vehicle}।`)
};

export const msg_vehicle_to_come = /** @type {(inputs: Msg_Vehicle_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस और ड्राइवर की जानकारी हम जल्द ही भेजेंगे।`)
};

export const skip_link = /** @type {(inputs: Skip_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सामग्री पर जाएँ`)
};

export const track_away_hours = /** @type {(inputs: Track_Away_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लगभग ${i?.hours} घंटे दूर`)
};

export const track_away_hours_minutes = /** @type {(inputs: Track_Away_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लगभग ${i?.hours} घंटे ${i?.minutes} मिनट दूर`)
};

export const track_away_minutes = /** @type {(inputs: Track_Away_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लगभग ${i?.minutes} मिनट दूर`)
};

export const track_booking_reference = /** @type {(inputs: Track_Booking_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बुकिंग ${i?.reference}`)
};

export const track_call_driver = /** @type {(inputs: Track_Call_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.driver} को कॉल करें`)
};

export const track_call_helpline = /** @type {(inputs: Track_Call_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हेल्पलाइन पर कॉल करें`)
};

export const track_call_our_helpline = /** @type {(inputs: Track_Call_Our_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी हेल्पलाइन पर कॉल करें`)
};

export const track_call_the_driver = /** @type {(inputs: Track_Call_The_DriverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ड्राइवर को कॉल करें`)
};

export const track_driver = /** @type {(inputs: Track_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ड्राइवर ${i?.driver}`)
};

export const track_expired_text = /** @type {(inputs: Track_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बुकिंग खत्म होने के 24 घंटे बाद ट्रैकिंग लिंक काम करना बंद कर देता है। इस बुकिंग के बारे में किसी भी बात के लिए हमारी 24x7 हेल्पलाइन पर कॉल करें।`)
};

export const track_expired_title = /** @type {(inputs: Track_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस ट्रैकिंग लिंक की अवधि खत्म हो गई है`)
};

export const track_keep_private = /** @type {(inputs: Track_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह लिंक निजी रखें: जिसके पास भी यह लिंक है, वह बुकिंग खत्म होने के 24 घंटे बाद तक इसे देख सकता है।`)
};

export const track_live_connected = /** @type {(inputs: Track_Live_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाइव: यह पेज अपने-आप अपडेट होता है।`)
};

export const track_live_copy_link = /** @type {(inputs: Track_Live_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिंक कॉपी करें`)
};

export const track_live_link_copied = /** @type {(inputs: Track_Live_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिंक कॉपी हो गया।`)
};

export const track_live_reconnecting = /** @type {(inputs: Track_Live_ReconnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फिर से जुड़ रहा है… कनेक्शन न जुड़ने पर यह पेज अपने-आप रीफ़्रेश हो जाएगा।`)
};

export const track_live_refreshes = /** @type {(inputs: Track_Live_RefreshesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह पेज हर 30 सेकंड में अपने-आप रीफ़्रेश होता है।`)
};

export const track_live_share = /** @type {(inputs: Track_Live_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शेयर करें`)
};

export const track_map_pickup = /** @type {(inputs: Track_Map_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिकअप की जगह`)
};

export const track_not_found_text = /** @type {(inputs: Track_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया देख लें कि पूरा लिंक कॉपी हुआ है। अपनी बुकिंग के बारे में किसी भी बात के लिए हमारी 24x7 हेल्पलाइन पर कॉल करें।`)
};

export const track_not_found_title = /** @type {(inputs: Track_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह ट्रैकिंग लिंक काम नहीं कर रहा है`)
};

export const track_position_imprecise = /** @type {(inputs: Track_Position_ImpreciseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुमान के लिए लोकेशन पर्याप्त सटीक नहीं है`)
};

export const track_position_location = /** @type {(inputs: Track_Position_LocationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लोकेशन ${i?.age}`)
};

export const track_service_air = /** @type {(inputs: Track_Service_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एयर एम्बुलेंस`)
};

export const track_service_als = /** @type {(inputs: Track_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS एम्बुलेंस`)
};

export const track_service_basic = /** @type {(inputs: Track_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेसिक लाइफ़ सपोर्ट एम्बुलेंस`)
};

export const track_service_cardiac = /** @type {(inputs: Track_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कार्डियक एम्बुलेंस`)
};

export const track_service_corporate = /** @type {(inputs: Track_Service_CorporateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉर्पोरेट`)
};

export const track_service_emergency = /** @type {(inputs: Track_Service_EmergencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इमरजेंसी एम्बुलेंस`)
};

export const track_service_event = /** @type {(inputs: Track_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इवेंट के लिए स्टैंडबाय एम्बुलेंस`)
};

export const track_service_funeral = /** @type {(inputs: Track_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शव वाहन / मोर्चरी ट्रांसफ़र`)
};

export const track_service_icu = /** @type {(inputs: Track_Service_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU एम्बुलेंस`)
};

export const track_service_intercity = /** @type {(inputs: Track_Service_IntercityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`दूसरे शहर तक मरीज़ ट्रांसफ़र`)
};

export const track_service_neonatal = /** @type {(inputs: Track_Service_NeonatalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नवजात शिशु एम्बुलेंस`)
};

export const track_service_transfer = /** @type {(inputs: Track_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ ट्रांसफ़र`)
};

export const track_stage_assigned = /** @type {(inputs: Track_Stage_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस तय हो गई`)
};

export const track_stage_at_destination = /** @type {(inputs: Track_Stage_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मंज़िल पर पहुँच गए`)
};

export const track_stage_at_pickup = /** @type {(inputs: Track_Stage_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस पहुँच गई`)
};

export const track_stage_cancelled = /** @type {(inputs: Track_Stage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बुकिंग रद्द हो गई`)
};

export const track_stage_completed = /** @type {(inputs: Track_Stage_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूरा हुआ`)
};

export const track_stage_confirmed = /** @type {(inputs: Track_Stage_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बुकिंग पक्की हो गई`)
};

export const track_stage_on_board = /** @type {(inputs: Track_Stage_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ एम्बुलेंस में हैं`)
};

export const track_stage_on_the_way = /** @type {(inputs: Track_Stage_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस रास्ते में है`)
};

export const track_stage_received = /** @type {(inputs: Track_Stage_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुरोध मिल गया`)
};

export const track_text_assigned = /** @type {(inputs: Track_Text_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके लिए एम्बुलेंस और उसका ड्राइवर तय कर दिए गए हैं।`)
};

export const track_text_at_destination = /** @type {(inputs: Track_Text_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस मंज़िल पर पहुँच गई है।`)
};

export const track_text_at_pickup = /** @type {(inputs: Track_Text_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस पिकअप पते पर पहुँच गई है।`)
};

export const track_text_cancelled = /** @type {(inputs: Track_Text_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह बुकिंग रद्द हो गई है। अगर आपको अब भी एम्बुलेंस चाहिए, तो अभी हमारी 24x7 हेल्पलाइन पर कॉल करें।`)
};

export const track_text_completed = /** @type {(inputs: Track_Text_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यात्रा पूरी हो गई है। हम मरीज़ के जल्द ठीक होने की कामना करते हैं।`)
};

export const track_text_confirmed = /** @type {(inputs: Track_Text_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी टीम ने आपकी बुकिंग पक्की कर दी है और एम्बुलेंस तय कर रही है।`)
};

export const track_text_on_board = /** @type {(inputs: Track_Text_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ हमारे स्टाफ़ के साथ एम्बुलेंस में हैं।`)
};

export const track_text_on_the_way = /** @type {(inputs: Track_Text_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस पिकअप पते की ओर आ रही है।`)
};

export const track_text_received = /** @type {(inputs: Track_Text_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका अनुरोध हमें मिल गया है। हमारी टीम 5 मिनट के अंदर आपको कॉल करेगी।`)
};

export const track_title_booking = /** @type {(inputs: Track_Title_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बुकिंग ${i?.reference}`)
};

export const track_too_many_text = /** @type {(inputs: Track_Too_Many_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया कुछ मिनट रुककर फिर से कोशिश करें, या हमारी 24x7 हेल्पलाइन पर कॉल करें।`)
};

export const track_too_many_title = /** @type {(inputs: Track_Too_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बहुत ज़्यादा कोशिशें`)
};

export const track_updated_minutes = /** @type {(inputs: Track_Updated_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} मिनट पहले अपडेट हुआ`)
};

export const track_updated_seconds = /** @type {(inputs: Track_Updated_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} सेकंड पहले अपडेट हुआ`)
};

export const track_updates_by_itself = /** @type {(inputs: Track_Updates_By_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह पेज अपने-आप अपडेट होता है।`)
};

export const track_vehicle = /** @type {(inputs: Track_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`वाहन ${i?.number}`)
};

export const track_where_ambulance = /** @type {(inputs: Track_Where_AmbulanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस`)
};

export const track_where_at_pickup = /** @type {(inputs: Track_Where_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस पिकअप की जगह पर है`)
};

export const track_where_on_board = /** @type {(inputs: Track_Where_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मंज़िल की ओर जा रही है`)
};