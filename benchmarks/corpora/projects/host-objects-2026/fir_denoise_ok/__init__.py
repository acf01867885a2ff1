"""Multi-channel low-pass denoising with FIR taps designed on the host."""
