import jax

from . import data, evaluate, losses, train, settings


def main():
    tokens, lengths, labels = data.make()
    params = losses.NET.init(jax.random.PRNGKey(0), tokens, lengths)["params"]
    opt_state = train.OPT.init(params)
    for i in range(settings.STEPS):
        params, opt_state, loss = train.step(params, opt_state, tokens, lengths, labels)
    out = evaluate.eval_step(params, tokens, lengths, labels)
    print("loss", float(out["loss"]), "acc", float(out["acc"]))
