"""diffusion: a toy 2-D denoising diffusion model assembled from Hydra-style
``_target_`` configs (see ``conf.py``)."""
