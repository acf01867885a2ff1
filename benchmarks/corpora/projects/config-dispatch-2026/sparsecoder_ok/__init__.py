"""sparsecoder: a sparse autoencoder (equinox) trained on synthetic features in
superposition.  Configuration is a frozen dataclass tree read from a JSON
document, then patched with ``"a.b=value"`` overrides via ``dataclasses.replace``."""
