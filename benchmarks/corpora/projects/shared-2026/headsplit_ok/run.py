import jax

from . import config, data, model, probe, train


def main():
    params = model.init(jax.random.PRNGKey(0), config.DIM)
    x, y = data.make(jax.random.PRNGKey(1), config.BATCH, config.SEQ, config.DIM)
    print("eager prediction", model.predict(params, x[:2], config.HEADS))
    opt_state = train.OPT.init(params)
    for _ in range(config.STEPS):
        params, opt_state, loss = train.step(params, opt_state, x, y, n_heads=config.HEADS)
    ent, loss = probe.attention_entropy(params, x, y, config.HEADS)
    print("loss", float(loss), "attention entropy", float(ent))
