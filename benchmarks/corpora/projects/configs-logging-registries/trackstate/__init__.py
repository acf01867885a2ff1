"""A recurrent regressor unrolled with scan, with running loss statistics."""
