import equinox as eqx
import jax

from .. import layers


class MultiTaskGNN(eqx.Module):
    encoder: eqx.nn.Linear
    rounds: list
    heads: tuple

    def __init__(self, cfg, head_ctors, key):
        keys = jax.random.split(key, cfg.rounds + len(head_ctors) + 1)
        self.encoder = eqx.nn.Linear(cfg.node_features, cfg.hidden, key=keys[0])
        self.rounds = [layers.MessagePassing(cfg.hidden, k) for k in keys[1 : cfg.rounds + 1]]
        self.heads = tuple(c(cfg, k) for c, k in zip(head_ctors, keys[cfg.rounds + 1 :]))

    def __call__(self, graph):
        h = jax.vmap(self.encoder)(graph["nodes"])
        for mp in self.rounds:
            h = mp(h, graph["senders"], graph["receivers"])
        head = self.heads[graph["task"]]
        return head(h)
