import jax.numpy as jnp
from flax import nnx


class TwoTower(nnx.Module):
    def __init__(self, num_users, num_items, dim, rngs):
        self.user_emb = nnx.Embed(num_users, dim, rngs=rngs)
        self.item_emb = nnx.Embed(num_items, dim, rngs=rngs)
        self.user_tower = nnx.Linear(dim, dim, rngs=rngs)
        self.item_bias = nnx.Param(jnp.zeros((num_items,)))

    def user_vectors(self, users):
        return self.user_tower(self.user_emb(users))

    def score(self, users, items):
        """users: [B], items: [B, K] -> [B, K]."""
        u = self.user_vectors(users)
        v = self.item_emb(items)
        return jnp.einsum("bd,bkd->bk", u, v) + self.item_bias[...][items]

    def score_all(self, users):
        u = self.user_vectors(users)
        return u @ self.item_emb.embedding[...].T + self.item_bias[...][None, :]
