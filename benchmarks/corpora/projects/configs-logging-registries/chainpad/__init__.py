"""An equinox network over padded feature windows."""
