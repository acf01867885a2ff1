import jax.numpy as jnp
from flax import nnx

from seqtag_ok.registry import register_model


@register_model("conv")
class ConvTagger(nnx.Module):
    def __init__(self, cfg, *, rngs: nnx.Rngs):
        self.pad_id = cfg.pad_id
        self.embed = nnx.Embed(cfg.vocab_size, cfg.embed_dim, rngs=rngs)
        dims = [cfg.embed_dim] + [cfg.hidden_dim] * cfg.num_layers
        self.convs = nnx.List([
            nnx.Conv(dims[i], dims[i + 1], kernel_size=(cfg.kernel_size,), rngs=rngs)
            for i in range(cfg.num_layers)
        ])
        self.head = nnx.Linear(dims[-1], cfg.num_tags, rngs=rngs)

    def __call__(self, tokens):
        keep = (tokens != self.pad_id)[..., None]
        h = self.embed(tokens) * keep
        for conv in self.convs:
            h = nnx.gelu(conv(h)) * keep
        return self.head(h)


@register_model("mlp")
class MLPTagger(nnx.Module):
    def __init__(self, cfg, *, rngs: nnx.Rngs):
        self.embed = nnx.Embed(cfg.vocab_size, cfg.embed_dim, rngs=rngs)
        self.hidden = nnx.Linear(cfg.embed_dim, cfg.hidden_dim, rngs=rngs)
        self.head = nnx.Linear(cfg.hidden_dim, cfg.num_tags, rngs=rngs)

    def __call__(self, tokens):
        return self.head(jnp.tanh(self.hidden(self.embed(tokens))))
