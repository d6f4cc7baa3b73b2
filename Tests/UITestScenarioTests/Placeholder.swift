// Placeholder: delete when adding the first real test.
