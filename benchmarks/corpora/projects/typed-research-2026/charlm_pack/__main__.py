from . import config
from .data import make_documents, pack
from .train import train


def main():
    docs = make_documents(config.N_DOCS, config.SEED)
    packed = pack(docs[:-40], config.SEQ_LEN)
    held_out = pack(docs[-40:], config.SEQ_LEN)
    held_out = {k: v[:8] for k, v in held_out.items()}
    fill = (packed["segments"] > 0).mean()
    print(f"{len(docs)} documents -> {packed['inputs'].shape[0]} rows of {config.SEQ_LEN}, fill {fill:.2f}")
    train(packed, held_out)


if __name__ == "__main__":
    main()
