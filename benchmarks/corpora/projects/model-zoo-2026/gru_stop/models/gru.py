import equinox as eqx
import jax


class GRULM(eqx.Module):
    embed: eqx.nn.Embedding
    cell: eqx.nn.GRUCell
    out: eqx.nn.Linear

    def __init__(self, cfg, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.embed = eqx.nn.Embedding(cfg.vocab, cfg.embed, key=k1)
        self.cell = eqx.nn.GRUCell(cfg.embed, cfg.hidden, key=k2)
        self.out = eqx.nn.Linear(cfg.hidden, cfg.vocab, key=k3)

    def init_state(self):
        return jax.numpy.zeros(self.cell.hidden_size)

    def step(self, h, tok):
        h = self.cell(self.embed(tok), h)
        return h, self.out(h)

    def __call__(self, tokens):
        def body(h, tok):
            h, logits = self.step(h, tok)
            return h, logits

        h, logits = jax.lax.scan(body, self.init_state(), tokens)
        return h, logits
