/**
 * The date picker's stylesheet alone, for a block that loads the picker itself lazily (the custom
 * form): imported with the block, it is linked with the block's server-rendered page, so a date
 * field the server drew is styled before React Aria's chunk arrives.
 */
import './datePicker.css';
