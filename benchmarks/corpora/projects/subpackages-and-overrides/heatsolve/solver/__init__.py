"""Time stepping."""
