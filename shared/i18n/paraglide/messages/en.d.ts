/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Form_Booking_SendingInputs */
/** @typedef {{}} Form_Booking_SubmitInputs */
/** @typedef {{}} Form_Booking_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Form_Call_PhoneInputs */
/** @typedef {{}} Form_Contact_CallInputs */
/** @typedef {{}} Form_FailedInputs */
/** @typedef {{}} Form_Label_Date_TimeInputs */
/** @typedef {{}} Form_Label_DestinationInputs */
/** @typedef {{}} Form_Label_EmailInputs */
/** @typedef {{}} Form_Label_Full_NameInputs */
/** @typedef {{}} Form_Label_MessageInputs */
/** @typedef {{}} Form_Label_NameInputs */
/** @typedef {{}} Form_Label_NotesInputs */
/** @typedef {{}} Form_Label_PhoneInputs */
/** @typedef {{}} Form_Label_Phone_OptionalInputs */
/** @typedef {{}} Form_Label_Pickup_AddressInputs */
/** @typedef {{}} Form_Label_Preferred_ContactInputs */
/** @typedef {{}} Form_Label_Service_TypeInputs */
/** @typedef {{ metres: NonNullable<unknown> }} Form_Location_AddedInputs */
/** @typedef {{}} Form_Location_DeniedInputs */
/** @typedef {{}} Form_Location_FailedInputs */
/** @typedef {{}} Form_Location_FindingInputs */
/** @typedef {{}} Form_Message_SendingInputs */
/** @typedef {{}} Form_Message_SubmitInputs */
/** @typedef {{}} Form_Message_TitleInputs */
/** @typedef {{}} Form_Select_Service_TypeInputs */
/** @typedef {{}} Form_Service_AlsInputs */
/** @typedef {{}} Form_Service_BasicInputs */
/** @typedef {{}} Form_Service_CardiacInputs */
/** @typedef {{}} Form_Service_EmergencyInputs */
/** @typedef {{}} Form_Service_EventInputs */
/** @typedef {{}} Form_Service_FuneralInputs */
/** @typedef {{}} Form_Service_IcuInputs */
/** @typedef {{}} Form_Service_NeonatalInputs */
/** @typedef {{}} Form_Service_TransferInputs */
/** @typedef {{}} Form_Use_LocationInputs */
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
/** @typedef {{}} Receipt_Booking_ThanksInputs */
/** @typedef {{}} Receipt_Callback_PromiseInputs */
/** @typedef {{}} Receipt_Copy_FailedInputs */
/** @typedef {{}} Receipt_Copy_LinkInputs */
/** @typedef {{}} Receipt_Follow_LiveInputs */
/** @typedef {{}} Receipt_Link_CopiedInputs */
/** @typedef {{}} Receipt_Link_PrivateInputs */
/** @typedef {{}} Receipt_Message_NextInputs */
/** @typedef {{}} Receipt_Message_ThanksInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Receipt_ReferenceInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Receipt_Request_With_UsInputs */
/** @typedef {{}} Receipt_ShareInputs */
/** @typedef {{}} Receipt_Share_TitleInputs */
/** @typedef {{}} Services_At_A_GlanceInputs */
/** @typedef {{}} Services_Breadcrumb_HomeInputs */
/** @typedef {{}} Services_Breadcrumb_LabelInputs */
/** @typedef {{}} Services_Breadcrumb_ServicesInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Services_Call_NowInputs */
/** @typedef {{}} Services_Equipment_On_BoardInputs */
/** @typedef {{}} Services_Helpline_OpenInputs */
/** @typedef {{}} Services_Jsonld_List_NameInputs */
/** @typedef {{}} Services_Learn_MoreInputs */
/** @typedef {{ name: NonNullable<unknown> }} Services_Learn_More_AboutInputs */
/** @typedef {{}} Services_List_HeadingInputs */
/** @typedef {{}} Services_List_IntroInputs */
/** @typedef {{}} Services_List_Meta_DescriptionInputs */
/** @typedef {{}} Services_List_Meta_TitleInputs */
/** @typedef {{}} Services_List_SubtitleInputs */
/** @typedef {{}} Services_List_Whatsapp_TextInputs */
/** @typedef {{}} Services_RelatedInputs */
/** @typedef {{}} Services_See_AllInputs */
/** @typedef {{}} Services_Talk_NowInputs */
/** @typedef {{}} Services_Whatsapp_ButtonInputs */
/** @typedef {{}} Services_Why_Choose_UsInputs */
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
/** @typedef {{}} Validation_Date_TimeInputs */
/** @typedef {{}} Validation_Email_InvalidInputs */
/** @typedef {{ max: NonNullable<unknown> }} Validation_Email_Too_LongInputs */
/** @typedef {{}} Validation_Label_DestinationInputs */
/** @typedef {{}} Validation_Label_Full_NameInputs */
/** @typedef {{}} Validation_Label_MessageInputs */
/** @typedef {{}} Validation_Label_NameInputs */
/** @typedef {{}} Validation_Label_NotesInputs */
/** @typedef {{}} Validation_Label_Pickup_AddressInputs */
/** @typedef {{}} Validation_Location_PairInputs */
/** @typedef {{}} Validation_Phone_InvalidInputs */
/** @typedef {{}} Validation_Phone_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Validation_RequiredInputs */
/** @typedef {{}} Validation_Service_TypeInputs */
/** @typedef {{ label: NonNullable<unknown>, max: NonNullable<unknown> }} Validation_Too_LongInputs */
/** @typedef {{ label: NonNullable<unknown>, min: NonNullable<unknown> }} Validation_Too_ShortInputs */
export const form_booking_sending: (inputs: Form_Booking_SendingInputs) => LocalizedString;
export const form_booking_submit: (inputs: Form_Booking_SubmitInputs) => LocalizedString;
export const form_booking_title: (inputs: Form_Booking_TitleInputs) => LocalizedString;
export const form_call_phone: (inputs: Form_Call_PhoneInputs) => LocalizedString;
export const form_contact_call: (inputs: Form_Contact_CallInputs) => LocalizedString;
export const form_failed: (inputs: Form_FailedInputs) => LocalizedString;
export const form_label_date_time: (inputs: Form_Label_Date_TimeInputs) => LocalizedString;
export const form_label_destination: (inputs: Form_Label_DestinationInputs) => LocalizedString;
export const form_label_email: (inputs: Form_Label_EmailInputs) => LocalizedString;
export const form_label_full_name: (inputs: Form_Label_Full_NameInputs) => LocalizedString;
export const form_label_message: (inputs: Form_Label_MessageInputs) => LocalizedString;
export const form_label_name: (inputs: Form_Label_NameInputs) => LocalizedString;
export const form_label_notes: (inputs: Form_Label_NotesInputs) => LocalizedString;
export const form_label_phone: (inputs: Form_Label_PhoneInputs) => LocalizedString;
export const form_label_phone_optional: (inputs: Form_Label_Phone_OptionalInputs) => LocalizedString;
export const form_label_pickup_address: (inputs: Form_Label_Pickup_AddressInputs) => LocalizedString;
export const form_label_preferred_contact: (inputs: Form_Label_Preferred_ContactInputs) => LocalizedString;
export const form_label_service_type: (inputs: Form_Label_Service_TypeInputs) => LocalizedString;
export const form_location_added: (inputs: Form_Location_AddedInputs) => LocalizedString;
export const form_location_denied: (inputs: Form_Location_DeniedInputs) => LocalizedString;
export const form_location_failed: (inputs: Form_Location_FailedInputs) => LocalizedString;
export const form_location_finding: (inputs: Form_Location_FindingInputs) => LocalizedString;
export const form_message_sending: (inputs: Form_Message_SendingInputs) => LocalizedString;
export const form_message_submit: (inputs: Form_Message_SubmitInputs) => LocalizedString;
export const form_message_title: (inputs: Form_Message_TitleInputs) => LocalizedString;
export const form_select_service_type: (inputs: Form_Select_Service_TypeInputs) => LocalizedString;
export const form_service_als: (inputs: Form_Service_AlsInputs) => LocalizedString;
export const form_service_basic: (inputs: Form_Service_BasicInputs) => LocalizedString;
export const form_service_cardiac: (inputs: Form_Service_CardiacInputs) => LocalizedString;
export const form_service_emergency: (inputs: Form_Service_EmergencyInputs) => LocalizedString;
export const form_service_event: (inputs: Form_Service_EventInputs) => LocalizedString;
export const form_service_funeral: (inputs: Form_Service_FuneralInputs) => LocalizedString;
export const form_service_icu: (inputs: Form_Service_IcuInputs) => LocalizedString;
export const form_service_neonatal: (inputs: Form_Service_NeonatalInputs) => LocalizedString;
export const form_service_transfer: (inputs: Form_Service_TransferInputs) => LocalizedString;
export const form_use_location: (inputs: Form_Use_LocationInputs) => LocalizedString;
export const language_label: (inputs: Language_LabelInputs) => LocalizedString;
export const language_suggestion: (inputs: Language_SuggestionInputs) => LocalizedString;
export const msg_cancelled: (inputs: Msg_CancelledInputs) => LocalizedString;
export const msg_completed: (inputs: Msg_CompletedInputs) => LocalizedString;
export const msg_confirmed: (inputs: Msg_ConfirmedInputs) => LocalizedString;
export const msg_driver: (inputs: Msg_DriverInputs) => LocalizedString;
export const msg_driver_with_phone: (inputs: Msg_Driver_With_PhoneInputs) => LocalizedString;
export const msg_follow_live: (inputs: Msg_Follow_LiveInputs) => LocalizedString;
export const msg_hello: (inputs: Msg_HelloInputs) => LocalizedString;
export const msg_helpline: (inputs: Msg_HelplineInputs) => LocalizedString;
export const msg_in_progress: (inputs: Msg_In_ProgressInputs) => LocalizedString;
export const msg_pending: (inputs: Msg_PendingInputs) => LocalizedString;
export const msg_reference: (inputs: Msg_ReferenceInputs) => LocalizedString;
export const msg_vehicle: (inputs: Msg_VehicleInputs) => LocalizedString;
export const msg_vehicle_to_come: (inputs: Msg_Vehicle_To_ComeInputs) => LocalizedString;
export const receipt_booking_thanks: (inputs: Receipt_Booking_ThanksInputs) => LocalizedString;
export const receipt_callback_promise: (inputs: Receipt_Callback_PromiseInputs) => LocalizedString;
export const receipt_copy_failed: (inputs: Receipt_Copy_FailedInputs) => LocalizedString;
export const receipt_copy_link: (inputs: Receipt_Copy_LinkInputs) => LocalizedString;
export const receipt_follow_live: (inputs: Receipt_Follow_LiveInputs) => LocalizedString;
export const receipt_link_copied: (inputs: Receipt_Link_CopiedInputs) => LocalizedString;
export const receipt_link_private: (inputs: Receipt_Link_PrivateInputs) => LocalizedString;
export const receipt_message_next: (inputs: Receipt_Message_NextInputs) => LocalizedString;
export const receipt_message_thanks: (inputs: Receipt_Message_ThanksInputs) => LocalizedString;
export const receipt_reference: (inputs: Receipt_ReferenceInputs) => LocalizedString;
export const receipt_request_with_us: (inputs: Receipt_Request_With_UsInputs) => LocalizedString;
export const receipt_share: (inputs: Receipt_ShareInputs) => LocalizedString;
export const receipt_share_title: (inputs: Receipt_Share_TitleInputs) => LocalizedString;
export const services_at_a_glance: (inputs: Services_At_A_GlanceInputs) => LocalizedString;
export const services_breadcrumb_home: (inputs: Services_Breadcrumb_HomeInputs) => LocalizedString;
export const services_breadcrumb_label: (inputs: Services_Breadcrumb_LabelInputs) => LocalizedString;
export const services_breadcrumb_services: (inputs: Services_Breadcrumb_ServicesInputs) => LocalizedString;
export const services_call_now: (inputs: Services_Call_NowInputs) => LocalizedString;
export const services_equipment_on_board: (inputs: Services_Equipment_On_BoardInputs) => LocalizedString;
export const services_helpline_open: (inputs: Services_Helpline_OpenInputs) => LocalizedString;
export const services_jsonld_list_name: (inputs: Services_Jsonld_List_NameInputs) => LocalizedString;
export const services_learn_more: (inputs: Services_Learn_MoreInputs) => LocalizedString;
export const services_learn_more_about: (inputs: Services_Learn_More_AboutInputs) => LocalizedString;
export const services_list_heading: (inputs: Services_List_HeadingInputs) => LocalizedString;
export const services_list_intro: (inputs: Services_List_IntroInputs) => LocalizedString;
export const services_list_meta_description: (inputs: Services_List_Meta_DescriptionInputs) => LocalizedString;
export const services_list_meta_title: (inputs: Services_List_Meta_TitleInputs) => LocalizedString;
export const services_list_subtitle: (inputs: Services_List_SubtitleInputs) => LocalizedString;
export const services_list_whatsapp_text: (inputs: Services_List_Whatsapp_TextInputs) => LocalizedString;
export const services_related: (inputs: Services_RelatedInputs) => LocalizedString;
export const services_see_all: (inputs: Services_See_AllInputs) => LocalizedString;
export const services_talk_now: (inputs: Services_Talk_NowInputs) => LocalizedString;
export const services_whatsapp_button: (inputs: Services_Whatsapp_ButtonInputs) => LocalizedString;
export const services_why_choose_us: (inputs: Services_Why_Choose_UsInputs) => LocalizedString;
export const skip_link: (inputs: Skip_LinkInputs) => LocalizedString;
export const track_away_hours: (inputs: Track_Away_HoursInputs) => LocalizedString;
export const track_away_hours_minutes: (inputs: Track_Away_Hours_MinutesInputs) => LocalizedString;
export const track_away_minutes: (inputs: Track_Away_MinutesInputs) => LocalizedString;
export const track_booking_reference: (inputs: Track_Booking_ReferenceInputs) => LocalizedString;
export const track_call_driver: (inputs: Track_Call_DriverInputs) => LocalizedString;
export const track_call_helpline: (inputs: Track_Call_HelplineInputs) => LocalizedString;
export const track_call_our_helpline: (inputs: Track_Call_Our_HelplineInputs) => LocalizedString;
export const track_call_the_driver: (inputs: Track_Call_The_DriverInputs) => LocalizedString;
export const track_driver: (inputs: Track_DriverInputs) => LocalizedString;
export const track_expired_text: (inputs: Track_Expired_TextInputs) => LocalizedString;
export const track_expired_title: (inputs: Track_Expired_TitleInputs) => LocalizedString;
export const track_keep_private: (inputs: Track_Keep_PrivateInputs) => LocalizedString;
export const track_live_connected: (inputs: Track_Live_ConnectedInputs) => LocalizedString;
export const track_live_copy_link: (inputs: Track_Live_Copy_LinkInputs) => LocalizedString;
export const track_live_link_copied: (inputs: Track_Live_Link_CopiedInputs) => LocalizedString;
export const track_live_reconnecting: (inputs: Track_Live_ReconnectingInputs) => LocalizedString;
export const track_live_refreshes: (inputs: Track_Live_RefreshesInputs) => LocalizedString;
export const track_live_share: (inputs: Track_Live_ShareInputs) => LocalizedString;
export const track_map_pickup: (inputs: Track_Map_PickupInputs) => LocalizedString;
export const track_not_found_text: (inputs: Track_Not_Found_TextInputs) => LocalizedString;
export const track_not_found_title: (inputs: Track_Not_Found_TitleInputs) => LocalizedString;
export const track_position_imprecise: (inputs: Track_Position_ImpreciseInputs) => LocalizedString;
export const track_position_location: (inputs: Track_Position_LocationInputs) => LocalizedString;
export const track_service_air: (inputs: Track_Service_AirInputs) => LocalizedString;
export const track_service_als: (inputs: Track_Service_AlsInputs) => LocalizedString;
export const track_service_basic: (inputs: Track_Service_BasicInputs) => LocalizedString;
export const track_service_cardiac: (inputs: Track_Service_CardiacInputs) => LocalizedString;
export const track_service_corporate: (inputs: Track_Service_CorporateInputs) => LocalizedString;
export const track_service_emergency: (inputs: Track_Service_EmergencyInputs) => LocalizedString;
export const track_service_event: (inputs: Track_Service_EventInputs) => LocalizedString;
export const track_service_funeral: (inputs: Track_Service_FuneralInputs) => LocalizedString;
export const track_service_icu: (inputs: Track_Service_IcuInputs) => LocalizedString;
export const track_service_intercity: (inputs: Track_Service_IntercityInputs) => LocalizedString;
export const track_service_neonatal: (inputs: Track_Service_NeonatalInputs) => LocalizedString;
export const track_service_transfer: (inputs: Track_Service_TransferInputs) => LocalizedString;
export const track_stage_assigned: (inputs: Track_Stage_AssignedInputs) => LocalizedString;
export const track_stage_at_destination: (inputs: Track_Stage_At_DestinationInputs) => LocalizedString;
export const track_stage_at_pickup: (inputs: Track_Stage_At_PickupInputs) => LocalizedString;
export const track_stage_cancelled: (inputs: Track_Stage_CancelledInputs) => LocalizedString;
export const track_stage_completed: (inputs: Track_Stage_CompletedInputs) => LocalizedString;
export const track_stage_confirmed: (inputs: Track_Stage_ConfirmedInputs) => LocalizedString;
export const track_stage_on_board: (inputs: Track_Stage_On_BoardInputs) => LocalizedString;
export const track_stage_on_the_way: (inputs: Track_Stage_On_The_WayInputs) => LocalizedString;
export const track_stage_received: (inputs: Track_Stage_ReceivedInputs) => LocalizedString;
export const track_text_assigned: (inputs: Track_Text_AssignedInputs) => LocalizedString;
export const track_text_at_destination: (inputs: Track_Text_At_DestinationInputs) => LocalizedString;
export const track_text_at_pickup: (inputs: Track_Text_At_PickupInputs) => LocalizedString;
export const track_text_cancelled: (inputs: Track_Text_CancelledInputs) => LocalizedString;
export const track_text_completed: (inputs: Track_Text_CompletedInputs) => LocalizedString;
export const track_text_confirmed: (inputs: Track_Text_ConfirmedInputs) => LocalizedString;
export const track_text_on_board: (inputs: Track_Text_On_BoardInputs) => LocalizedString;
export const track_text_on_the_way: (inputs: Track_Text_On_The_WayInputs) => LocalizedString;
export const track_text_received: (inputs: Track_Text_ReceivedInputs) => LocalizedString;
export const track_title_booking: (inputs: Track_Title_BookingInputs) => LocalizedString;
export const track_too_many_text: (inputs: Track_Too_Many_TextInputs) => LocalizedString;
export const track_too_many_title: (inputs: Track_Too_Many_TitleInputs) => LocalizedString;
export const track_updated_minutes: (inputs: Track_Updated_MinutesInputs) => LocalizedString;
export const track_updated_seconds: (inputs: Track_Updated_SecondsInputs) => LocalizedString;
export const track_updates_by_itself: (inputs: Track_Updates_By_ItselfInputs) => LocalizedString;
export const track_vehicle: (inputs: Track_VehicleInputs) => LocalizedString;
export const track_where_ambulance: (inputs: Track_Where_AmbulanceInputs) => LocalizedString;
export const track_where_at_pickup: (inputs: Track_Where_At_PickupInputs) => LocalizedString;
export const track_where_on_board: (inputs: Track_Where_On_BoardInputs) => LocalizedString;
export const validation_date_time: (inputs: Validation_Date_TimeInputs) => LocalizedString;
export const validation_email_invalid: (inputs: Validation_Email_InvalidInputs) => LocalizedString;
export const validation_email_too_long: (inputs: Validation_Email_Too_LongInputs) => LocalizedString;
export const validation_label_destination: (inputs: Validation_Label_DestinationInputs) => LocalizedString;
export const validation_label_full_name: (inputs: Validation_Label_Full_NameInputs) => LocalizedString;
export const validation_label_message: (inputs: Validation_Label_MessageInputs) => LocalizedString;
export const validation_label_name: (inputs: Validation_Label_NameInputs) => LocalizedString;
export const validation_label_notes: (inputs: Validation_Label_NotesInputs) => LocalizedString;
export const validation_label_pickup_address: (inputs: Validation_Label_Pickup_AddressInputs) => LocalizedString;
export const validation_location_pair: (inputs: Validation_Location_PairInputs) => LocalizedString;
export const validation_phone_invalid: (inputs: Validation_Phone_InvalidInputs) => LocalizedString;
export const validation_phone_required: (inputs: Validation_Phone_RequiredInputs) => LocalizedString;
export const validation_required: (inputs: Validation_RequiredInputs) => LocalizedString;
export const validation_service_type: (inputs: Validation_Service_TypeInputs) => LocalizedString;
export const validation_too_long: (inputs: Validation_Too_LongInputs) => LocalizedString;
export const validation_too_short: (inputs: Validation_Too_ShortInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Booking_SendingInputs = {};
export type Form_Booking_SubmitInputs = {};
export type Form_Booking_TitleInputs = {};
export type Form_Call_PhoneInputs = {
    phone: NonNullable<unknown>;
};
export type Form_Contact_CallInputs = {};
export type Form_FailedInputs = {};
export type Form_Label_Date_TimeInputs = {};
export type Form_Label_DestinationInputs = {};
export type Form_Label_EmailInputs = {};
export type Form_Label_Full_NameInputs = {};
export type Form_Label_MessageInputs = {};
export type Form_Label_NameInputs = {};
export type Form_Label_NotesInputs = {};
export type Form_Label_PhoneInputs = {};
export type Form_Label_Phone_OptionalInputs = {};
export type Form_Label_Pickup_AddressInputs = {};
export type Form_Label_Preferred_ContactInputs = {};
export type Form_Label_Service_TypeInputs = {};
export type Form_Location_AddedInputs = {
    metres: NonNullable<unknown>;
};
export type Form_Location_DeniedInputs = {};
export type Form_Location_FailedInputs = {};
export type Form_Location_FindingInputs = {};
export type Form_Message_SendingInputs = {};
export type Form_Message_SubmitInputs = {};
export type Form_Message_TitleInputs = {};
export type Form_Select_Service_TypeInputs = {};
export type Form_Service_AlsInputs = {};
export type Form_Service_BasicInputs = {};
export type Form_Service_CardiacInputs = {};
export type Form_Service_EmergencyInputs = {};
export type Form_Service_EventInputs = {};
export type Form_Service_FuneralInputs = {};
export type Form_Service_IcuInputs = {};
export type Form_Service_NeonatalInputs = {};
export type Form_Service_TransferInputs = {};
export type Form_Use_LocationInputs = {};
export type Language_LabelInputs = {};
export type Language_SuggestionInputs = {};
export type Msg_CancelledInputs = {
    ref: NonNullable<unknown>;
};
export type Msg_CompletedInputs = {
    ref: NonNullable<unknown>;
};
export type Msg_ConfirmedInputs = {
    ref: NonNullable<unknown>;
    when: NonNullable<unknown>;
    pickup: NonNullable<unknown>;
};
export type Msg_DriverInputs = {
    driver: NonNullable<unknown>;
};
export type Msg_Driver_With_PhoneInputs = {
    driver: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Msg_Follow_LiveInputs = {
    url: NonNullable<unknown>;
};
export type Msg_HelloInputs = {
    name: NonNullable<unknown>;
    business: NonNullable<unknown>;
};
export type Msg_HelplineInputs = {
    phone: NonNullable<unknown>;
};
export type Msg_In_ProgressInputs = {
    pickup: NonNullable<unknown>;
};
export type Msg_PendingInputs = {
    ref: NonNullable<unknown>;
    pickup: NonNullable<unknown>;
};
export type Msg_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Msg_VehicleInputs = {
    vehicle: NonNullable<unknown>;
};
export type Msg_Vehicle_To_ComeInputs = {};
export type Receipt_Booking_ThanksInputs = {};
export type Receipt_Callback_PromiseInputs = {};
export type Receipt_Copy_FailedInputs = {};
export type Receipt_Copy_LinkInputs = {};
export type Receipt_Follow_LiveInputs = {};
export type Receipt_Link_CopiedInputs = {};
export type Receipt_Link_PrivateInputs = {};
export type Receipt_Message_NextInputs = {};
export type Receipt_Message_ThanksInputs = {};
export type Receipt_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Receipt_Request_With_UsInputs = {
    reference: NonNullable<unknown>;
};
export type Receipt_ShareInputs = {};
export type Receipt_Share_TitleInputs = {};
export type Services_At_A_GlanceInputs = {};
export type Services_Breadcrumb_HomeInputs = {};
export type Services_Breadcrumb_LabelInputs = {};
export type Services_Breadcrumb_ServicesInputs = {};
export type Services_Call_NowInputs = {
    phone: NonNullable<unknown>;
};
export type Services_Equipment_On_BoardInputs = {};
export type Services_Helpline_OpenInputs = {};
export type Services_Jsonld_List_NameInputs = {};
export type Services_Learn_MoreInputs = {};
export type Services_Learn_More_AboutInputs = {
    name: NonNullable<unknown>;
};
export type Services_List_HeadingInputs = {};
export type Services_List_IntroInputs = {};
export type Services_List_Meta_DescriptionInputs = {};
export type Services_List_Meta_TitleInputs = {};
export type Services_List_SubtitleInputs = {};
export type Services_List_Whatsapp_TextInputs = {};
export type Services_RelatedInputs = {};
export type Services_See_AllInputs = {};
export type Services_Talk_NowInputs = {};
export type Services_Whatsapp_ButtonInputs = {};
export type Services_Why_Choose_UsInputs = {};
export type Skip_LinkInputs = {};
export type Track_Away_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Track_Away_Hours_MinutesInputs = {
    hours: NonNullable<unknown>;
    minutes: NonNullable<unknown>;
};
export type Track_Away_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Track_Booking_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Track_Call_DriverInputs = {
    driver: NonNullable<unknown>;
};
export type Track_Call_HelplineInputs = {};
export type Track_Call_Our_HelplineInputs = {};
export type Track_Call_The_DriverInputs = {};
export type Track_DriverInputs = {
    driver: NonNullable<unknown>;
};
export type Track_Expired_TextInputs = {};
export type Track_Expired_TitleInputs = {};
export type Track_Keep_PrivateInputs = {};
export type Track_Live_ConnectedInputs = {};
export type Track_Live_Copy_LinkInputs = {};
export type Track_Live_Link_CopiedInputs = {};
export type Track_Live_ReconnectingInputs = {};
export type Track_Live_RefreshesInputs = {};
export type Track_Live_ShareInputs = {};
export type Track_Map_PickupInputs = {};
export type Track_Not_Found_TextInputs = {};
export type Track_Not_Found_TitleInputs = {};
export type Track_Position_ImpreciseInputs = {};
export type Track_Position_LocationInputs = {
    age: NonNullable<unknown>;
};
export type Track_Service_AirInputs = {};
export type Track_Service_AlsInputs = {};
export type Track_Service_BasicInputs = {};
export type Track_Service_CardiacInputs = {};
export type Track_Service_CorporateInputs = {};
export type Track_Service_EmergencyInputs = {};
export type Track_Service_EventInputs = {};
export type Track_Service_FuneralInputs = {};
export type Track_Service_IcuInputs = {};
export type Track_Service_IntercityInputs = {};
export type Track_Service_NeonatalInputs = {};
export type Track_Service_TransferInputs = {};
export type Track_Stage_AssignedInputs = {};
export type Track_Stage_At_DestinationInputs = {};
export type Track_Stage_At_PickupInputs = {};
export type Track_Stage_CancelledInputs = {};
export type Track_Stage_CompletedInputs = {};
export type Track_Stage_ConfirmedInputs = {};
export type Track_Stage_On_BoardInputs = {};
export type Track_Stage_On_The_WayInputs = {};
export type Track_Stage_ReceivedInputs = {};
export type Track_Text_AssignedInputs = {};
export type Track_Text_At_DestinationInputs = {};
export type Track_Text_At_PickupInputs = {};
export type Track_Text_CancelledInputs = {};
export type Track_Text_CompletedInputs = {};
export type Track_Text_ConfirmedInputs = {};
export type Track_Text_On_BoardInputs = {};
export type Track_Text_On_The_WayInputs = {};
export type Track_Text_ReceivedInputs = {};
export type Track_Title_BookingInputs = {
    reference: NonNullable<unknown>;
};
export type Track_Too_Many_TextInputs = {};
export type Track_Too_Many_TitleInputs = {};
export type Track_Updated_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Track_Updated_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
export type Track_Updates_By_ItselfInputs = {};
export type Track_VehicleInputs = {
    number: NonNullable<unknown>;
};
export type Track_Where_AmbulanceInputs = {};
export type Track_Where_At_PickupInputs = {};
export type Track_Where_On_BoardInputs = {};
export type Validation_Date_TimeInputs = {};
export type Validation_Email_InvalidInputs = {};
export type Validation_Email_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Validation_Label_DestinationInputs = {};
export type Validation_Label_Full_NameInputs = {};
export type Validation_Label_MessageInputs = {};
export type Validation_Label_NameInputs = {};
export type Validation_Label_NotesInputs = {};
export type Validation_Label_Pickup_AddressInputs = {};
export type Validation_Location_PairInputs = {};
export type Validation_Phone_InvalidInputs = {};
export type Validation_Phone_RequiredInputs = {};
export type Validation_RequiredInputs = {
    label: NonNullable<unknown>;
};
export type Validation_Service_TypeInputs = {};
export type Validation_Too_LongInputs = {
    label: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Validation_Too_ShortInputs = {
    label: NonNullable<unknown>;
    min: NonNullable<unknown>;
};
