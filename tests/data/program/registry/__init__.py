"""Gates registered by name in one module, looked up by name from a jitted step in another,
which imports the registering module only through a third."""
