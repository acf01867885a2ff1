from seqtag_ok.data.corpus import SyntheticTaggingCorpus

__all__ = ["SyntheticTaggingCorpus"]
