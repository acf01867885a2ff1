"""A bank of 1-D filters sharing a jitted `apply` from their base class."""
