import equinox as eqx
import jax
import jax.numpy as jnp


class BigramMLP(eqx.Module):
    embed: eqx.nn.Embedding
    mlp: eqx.nn.MLP

    def __init__(self, cfg, key):
        k1, k2 = jax.random.split(key)
        self.embed = eqx.nn.Embedding(cfg.vocab, cfg.embed, key=k1)
        self.mlp = eqx.nn.MLP(cfg.embed, cfg.vocab, cfg.hidden, depth=2, key=k2)

    def init_state(self):
        return jnp.zeros(())

    def step(self, h, tok):
        return h, self.mlp(self.embed(tok))

    def __call__(self, tokens):
        return self.init_state(), jax.vmap(lambda t: self.step(None, t)[1])(tokens)
