"""A jitted pooling helper whose static_argnames names no parameter, called from another
module: reported once, at the decorator, in the module that defines it."""
