"""Masked bag-of-embeddings classifier in flax.linen."""
import flax.linen as nn
import jax.numpy as jnp


class Pool(nn.Module):
    mode: str = "mean"

    @nn.compact
    def __call__(self, h, mask):
        mask = mask[..., None].astype(h.dtype)
        if self.mode == "max":
            return jnp.max(jnp.where(mask > 0, h, -1e9), axis=1)
        summed = jnp.sum(h * mask, axis=1)
        return summed / jnp.maximum(jnp.sum(mask, axis=1), 1.0)


class SeqClassifier(nn.Module):
    vocab_size: int
    embed_dim: int
    hidden_dim: int
    num_classes: int
    dropout: float = 0.0
    pooling: str = "mean"
    pad_id: int = 0

    @nn.compact
    def __call__(self, tokens, train=False):
        mask = tokens != self.pad_id
        h = nn.Embed(self.vocab_size, self.embed_dim)(tokens)
        h = Pool(self.pooling)(h, mask)
        h = nn.Dense(self.hidden_dim)(h)
        h = nn.gelu(h)
        h = nn.Dropout(self.dropout, deterministic=not train)(h)
        return nn.Dense(self.num_classes)(h)


def build_model(cfg):
    return SeqClassifier(
        vocab_size=cfg.data.vocab_size,
        embed_dim=cfg.model.embed_dim,
        hidden_dim=cfg.model.hidden_dim,
        num_classes=cfg.model.num_classes,
        dropout=cfg.model.dropout,
        pooling=cfg.model.get("pooling", "mean"),
        pad_id=cfg.data.pad_id,
    )
