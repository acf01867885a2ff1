import math

import jax.numpy as jnp
from flax import nnx

from clip_nnx.encoders import ImageEncoder, ProjectionHead, TextEncoder


class CLIP(nnx.Module):
    def __init__(self, cfg, rngs):
        e, p = cfg["embed_dim"], cfg["proj_dim"]
        self.image_encoder = ImageEncoder(cfg["img_dim"], cfg["hidden"], e, rngs)
        self.text_encoder = TextEncoder(cfg["vocab_size"], cfg["seq_len"], e, cfg["hidden"], e, rngs)
        self.image_head = ProjectionHead(e, p, rngs, norm_dims=cfg["norm_dims"])
        self.text_head = ProjectionHead(e, p, rngs, norm_dims=cfg["norm_dims"])
        self.log_scale = nnx.Param(jnp.asarray(math.log(1.0 / cfg["init_temperature"])))

    def embed_images(self, images):
        return self.image_head(self.image_encoder(images))

    def embed_text(self, tokens, mask=None):
        return self.text_head(self.text_encoder(tokens, mask))

    def __call__(self, images, tokens, mask=None):
        return self.embed_images(images), self.embed_text(tokens, mask), jnp.exp(self.log_scale[...])
