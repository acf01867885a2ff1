"""A recurrent cell unrolled over a sequence."""
