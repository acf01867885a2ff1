"""Recurrent cell unrolled with lax.scan, inner loops with fori_loop and lax.cond on traced flags."""
