package textures

import "encoding/json"

// PackVersion is a Java Edition release (or run of releases) sharing one
// resource-pack format.
type PackVersion struct {
	Key        string `json:"key"`
	Label      string `json:"label"`
	PackFormat int    `json:"packFormat"`
}

// PackVersions lists the versions a pack can target, newest first, from
// shared/research/product-anchors.md (d2). Resource-pack formats, not
// data-pack ones. 26.1's 84 is confirmed from 26.1.2 on and 26.2's 88 by one
// source only.
var PackVersions = []PackVersion{
	{"26.2", "26.2", 88},
	{"26.1", "26.1.x", 84},
	{"1.21.11", "1.21.11", 75},
	{"1.21.9", "1.21.9 – 1.21.10", 69},
	{"1.21.7", "1.21.7 – 1.21.8", 64},
	{"1.21.6", "1.21.6", 63},
	{"1.21.5", "1.21.5", 55},
	{"1.21.4", "1.21.4", 46},
	{"1.21.2", "1.21.2 – 1.21.3", 42},
	{"1.21", "1.21 – 1.21.1", 34},
	{"1.20.5", "1.20.5 – 1.20.6", 32},
	{"1.20.3", "1.20.3 – 1.20.4", 22},
	{"1.20.2", "1.20.2", 18},
	{"1.20", "1.20 – 1.20.1", 15},
}

// firstMinorFormat is the first format of 1.21.9's rules (25w31a): packs
// declare min_format and max_format, and may carry pack_format and
// supported_formats only while they also declare an older format.
const firstMinorFormat = 65

func packVersion(key string) (PackVersion, bool) {
	for _, v := range PackVersions {
		if v.Key == key {
			return v, true
		}
	}
	return PackVersion{}, false
}

// packMcmeta is pack.mcmeta for a pack made for format and every newer
// version listed: textures have stayed at the same paths since 1.13, so a
// texture pack keeps working, and newer games should not call it outdated.
//
//   - From 65 on: only min_format and max_format.
//   - Before 65: pack_format for the games that read only it (1.20.1 and
//     older), supported_formats for 1.20.2-1.21.8 and, because the range
//     reaches past 65, min_format and max_format for 1.21.9 and newer.
func packMcmeta(format int, description string) ([]byte, error) {
	newest := PackVersions[0].PackFormat
	pack := map[string]any{"description": description}
	if format < firstMinorFormat {
		pack["pack_format"] = format
		if newest > format {
			pack["supported_formats"] = []int{format, newest}
		}
	}
	if newest >= firstMinorFormat {
		pack["min_format"], pack["max_format"] = format, newest
	}
	return json.MarshalIndent(map[string]any{"pack": pack}, "", "  ")
}
