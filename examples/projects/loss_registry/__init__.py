"""A linear regression whose loss is picked by name from a registry that decorators fill."""
