"""Train briefly, then sample a continuation of the prompt."""
import jax

from . import config, models  # noqa: F401
from .data import TEXT, Vocab
from .generate import make_generate
from .registry import build_model
from .sampling import make_sampler
from .trainer import train


def main(argv=None):
    args = config.parse(argv)
    vocab = Vocab(TEXT)
    ids = vocab.encode(TEXT)
    model = build_model(args.model, vocab_size=len(vocab), dim=args.dim, heads=args.heads,
                        max_len=args.max_len)
    params = train(model, ids, args)
    sampler = make_sampler(args.sampler, temperature=args.temperature, top_k=args.top_k,
                           top_p=args.top_p, log=args.log_sampling)
    prompt = vocab.encode(args.prompt)
    generate = make_generate(model.apply, sampler, len(prompt), args.gen_length)
    out = generate(params, prompt, jax.random.key(args.seed + 1))
    print(f"sample: {vocab.decode(out)!r}")
    return 0
