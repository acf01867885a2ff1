"""The static argument named by its parameter's name."""
