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
export type LocalizedString = import("../runtime.js").LocalizedString;
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
