"""A gain stage whose loudness curve is a NumPy table of another module."""
