-- The user pool user of a portal contact (updateContactInSF: cid, awsUserId), set after a
-- manager creates the contact's user.
ALTER TABLE contacts ADD COLUMN aws_user_id text;
