import jax

from . import bucketing, data, losses, metrics, settings, train


def main():
    tokens, lengths, labels = data.make()
    views = bucketing.padded_views(tokens, lengths)
    print("buckets", {w: v.shape for w, v in views.items()})
    print("coverage", float(metrics.coverage(lengths, width=tokens.shape[1])))
    params = losses.NET.init(jax.random.PRNGKey(0), tokens, lengths)["params"]
    opt_state = train.OPT.init(params)
    for i in range(settings.STEPS):
        params, opt_state, loss = train.step(params, opt_state, tokens, lengths, labels)
    print(metrics.summary(metrics.eval_with_padding(params, tokens, lengths, labels)))
