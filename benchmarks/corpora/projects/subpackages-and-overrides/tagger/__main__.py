import jax
import numpy as np
import optax

from tagger.config import ModelConfig
from tagger.models.tagger import Tagger
from tagger.training.step import make_step


def main():
    cfg = ModelConfig()
    rng = np.random.default_rng(0)
    tokens = rng.integers(1, cfg.vocab, size=(6, 10)).astype(np.int32)
    tokens[:, 7:] = cfg.pad_id
    tags = (tokens % cfg.n_tags).astype(np.int32)
    model = Tagger(cfg)
    params = jax.jit(model.init)(jax.random.PRNGKey(0), tokens)
    tx = optax.adam(0.05)
    opt_state = tx.init(params)
    step = make_step(model, tx, cfg.pad_id)
    for i in range(6):
        params, opt_state, loss = step(params, opt_state, tokens, tags)
        print(i, round(float(loss), 4))


if __name__ == "__main__":
    main()
