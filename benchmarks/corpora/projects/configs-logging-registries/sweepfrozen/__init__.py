"""A small MLP regressor trained from a JSON run description."""
